import { Label } from '@radix-ui/react-label';
import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';

const formFieldVariants = cva('flex flex-col gap-1.5 text-sm text-text');

/** The props FormField gives its control so the label, hints and error are wired to it. */
export interface FormFieldControlProps {
  /** The control's id, which the label points at. */
  id: string;
  /** The ids of the error and helper text, error first so it is read first. */
  'aria-describedby'?: string;
  /** Set while the field shows an error. */
  'aria-invalid'?: true;
  /** Set when the field is required; the visible asterisk is hidden from assistive technology. */
  'aria-required'?: true;
}

/** Props of FormField. */
export interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible label, which names the control. */
  label: ReactNode;
  /** A hint under the control, read as part of its description. */
  helperText?: ReactNode;
  /** The error message; when given, the control is marked invalid and describes itself with it. */
  error?: ReactNode;
  /** Shows a required marker and marks the control `aria-required`. */
  required?: boolean;
  /** The control's id; by default the child's own id, else a generated one. */
  controlId?: string;
  /**
   * The control: either a single element (a TextInput, say), which receives the wiring props
   * through cloneElement, merged with its own `aria-describedby`; or a render function that
   * receives them and spreads them where it wants (for controls whose focusable part is nested).
   */
  children: ReactElement | ((control: FormFieldControlProps) => ReactNode);
}

/**
 * A labelled form field: label (with a required marker), the control, a helper text and an
 * error text. The error is not a live alert: it becomes the control's accessible description
 * and the control gets `aria-invalid`, so it is read when the user reaches the field.
 */
export function FormField({
  label,
  helperText,
  error,
  required = false,
  controlId,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = useId();
  const child =
    typeof children === 'function'
      ? null
      : (Children.only(children) as ReactElement<Record<string, unknown>>);
  const childId = child && typeof child.props.id === 'string' ? child.props.id : undefined;
  const id = controlId ?? childId ?? `${generatedId}-control`;
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasHelper = helperText != null && helperText !== false && helperText !== '';

  const control: FormFieldControlProps = {
    id,
    'aria-describedby': joinIds(hasError && errorId, hasHelper && helperId),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (child && isValidElement(child)) {
    rendered = cloneElement(child, {
      ...control,
      'aria-describedby': joinIds(
        control['aria-describedby'],
        child.props['aria-describedby'] as string | undefined,
      ),
      'aria-invalid': control['aria-invalid'] ?? child.props['aria-invalid'],
      'aria-required': control['aria-required'] ?? child.props['aria-required'],
    });
  }

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      className={cn(formFieldVariants(), className)}
      {...props}
    >
      <Label data-slot="form-field-label" htmlFor={id} className="font-medium">
        {label}
        {required ? (
          <span data-slot="form-field-required" aria-hidden="true" className="text-danger ms-0.5">
            *
          </span>
        ) : null}
      </Label>
      {rendered}
      {hasHelper ? (
        <p data-slot="form-field-helper" id={helperId} className="text-text-muted">
          {helperText}
        </p>
      ) : null}
      {hasError ? (
        <p
          data-slot="form-field-error"
          id={errorId}
          className="text-danger flex items-start gap-1.5"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export { formFieldVariants };
