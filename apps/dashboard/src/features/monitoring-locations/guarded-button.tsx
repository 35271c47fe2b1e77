import { Button, type ButtonProps } from '@aq/ui/button';
import { Tooltip } from '@aq/ui/tooltip';

/**
 * A button that may be unavailable: with a `reason` it stays focusable but inert
 * (aria-disabled), and its tooltip and description say why, so keyboard and pointer users both
 * learn what is missing (a permission, say).
 */
export function GuardedButton({
  reason,
  onClick,
  className,
  ...props
}: ButtonProps & {
  /** Why the action is unavailable; null or undefined when it is available. */
  reason?: string | null;
}) {
  if (!reason) return <Button className={className} onClick={onClick} {...props} />;
  return (
    <Tooltip content={reason}>
      <Button
        {...props}
        aria-disabled="true"
        className={`aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${className ?? ''}`}
        onClick={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}
