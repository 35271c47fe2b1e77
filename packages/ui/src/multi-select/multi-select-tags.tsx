import { Tag } from '../tag';
import { useUiStrings } from '../ui-strings';

/**
 * The chosen values inside a MultiSelect field: one removable tag each (plain tags when the field
 * is locked), or one "N selected" tag once there are more than `maxTags`.
 */
export function MultiSelectTags({
  value,
  labelOf,
  maxTags,
  countText,
  locked,
  onRemove,
}: {
  /** The chosen values in the order they were chosen. */
  value: readonly string[];
  /** The label of a chosen value. */
  labelOf: (value: string) => string;
  /** Beyond this many values, one count tag replaces the tags. */
  maxTags: number;
  /** The count tag's text, e.g. "4 selected". */
  countText: string;
  /** Disabled or read-only: the tags cannot be removed. */
  locked: boolean;
  /** Called with a value and its position when its tag's remove button is pressed. */
  onRemove: (value: string, position: number) => void;
}) {
  const { format } = useUiStrings();
  if (value.length > maxTags) return <Tag className="max-w-full">{countText}</Tag>;
  return value.map((v, position) => {
    const label = labelOf(v);
    return locked ? (
      <Tag key={v}>{label}</Tag>
    ) : (
      <Tag
        key={v}
        dismissLabel={format('removeItem', { item: label })}
        onDismiss={() => onRemove(v, position)}
      >
        {label}
      </Tag>
    );
  });
}
