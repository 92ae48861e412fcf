import './form.css';

type Props<V extends string> = {
  options: readonly { value: V; label: string }[];
  value?: readonly V[];
  onChange?: (value: V[]) => void;
  id?: string;
  disabled?: boolean;
  /** the group's name for screen readers (the field's label) */
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/**
 * Several choices among a short list, as checkboxes in a named group (each one reachable with Tab and
 * toggled with Space). The value keeps the order they were picked in; the form's rules judge how many.
 */
export function CheckboxChoices<V extends string>({
  options,
  value = [],
  onChange,
  id,
  disabled,
  ...aria
}: Props<V>) {
  return (
    <fieldset id={id} className="of-checkbox-choices" {...aria}>
      {options.map((option) => (
        <label key={option.value} className="of-checkbox-choice">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            disabled={disabled}
            onChange={(event) =>
              onChange?.(
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((chosen) => chosen !== option.value),
              )
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
