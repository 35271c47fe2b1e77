/** One choice of a Combobox or MultiSelect. */
export interface ComboboxOption {
  /** The value reported by onValueChange; unique among the options. */
  value: string;
  /** The text shown in the list (and in the input once chosen); typing searches it. */
  label: string;
  /** More words that find the option without being shown (a station code, a former name). */
  keywords?: readonly string[];
  /** Shows the option but does not let it be chosen. */
  disabled?: boolean;
}

/** How many matches the list shows by default; the rest are counted under the list. */
export const DEFAULT_MAX_VISIBLE = 200;
