import { NumberField } from '@aq/ui/number-input';
import { useState } from 'react';

/**
 * A set or reset point: a number field that keeps what the user typed ('1.', '-') while the form
 * holds a number (undefined while the text is not one). A number changed from outside rewrites
 * the text.
 */
export function PointField({
  label,
  value,
  onChange,
  unit,
  readOnly = false,
  testId,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  unit?: string;
  readOnly?: boolean;
  testId: string;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value === undefined ? '' : String(value));
  }
  return (
    <NumberField
      label={label}
      value={text}
      unit={unit || undefined}
      // Shown like the form's other fields in view mode (the selects and times are disabled).
      disabled={readOnly}
      className="w-full sm:max-w-xs"
      data-testid={testId}
      onValueChange={(next, parsed) => {
        setText(next);
        const number = typeof parsed === 'number' ? parsed : undefined;
        setShown(number);
        if (number !== value) onChange(number);
      }}
    />
  );
}
