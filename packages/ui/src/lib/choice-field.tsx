import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { joinIds } from './join-ids';

/** Ids a control with a label and an optional description needs. */
export function useChoiceIds(
  id: string | undefined,
  kind: string,
  describedBy: string | undefined,
  hasDescription: boolean,
) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-${kind}`;
  const descriptionId = `${controlId}-description`;
  return {
    controlId,
    descriptionId,
    describedBy: joinIds(describedBy, hasDescription && descriptionId),
  };
}

/**
 * The row shared by checkbox-like controls: the control, then its label and optional description.
 * Internal: Checkbox and Switch build on it; `slot` prefixes the data-slot names.
 */
export function ChoiceField({
  slot,
  controlId,
  descriptionId,
  label,
  description,
  disabled,
  gapClassName,
  textClassName,
  className,
  children,
}: {
  slot: string;
  controlId: string;
  descriptionId: string;
  label: ReactNode;
  description: ReactNode;
  disabled: boolean | undefined;
  gapClassName: string;
  textClassName?: string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      data-slot={`${slot}-field`}
      data-disabled={disabled || undefined}
      className={cn('text-text flex items-start text-sm', gapClassName, className)}
    >
      {children}
      <div className={cn('flex flex-col gap-0.5', textClassName)}>
        <label
          data-slot={`${slot}-label`}
          htmlFor={controlId}
          className={cn('font-medium', disabled && 'text-text-muted cursor-not-allowed')}
        >
          {label}
        </label>
        {description != null ? (
          <p data-slot={`${slot}-description`} id={descriptionId} className="text-text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
