import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { controlMessages } from '../../messages/controlMessages';
import { useMessagesOf } from '../../messages/MessagesProvider';
import { classNames, Stylesheet } from '../../theme/Stylesheet';
import { isInvalidControl } from './controlProps';
import { adornmentButton, controlFrame, placeholderColor } from './controlStyles';
import { ClearIcon, EyeIcon, EyeOffIcon } from './icons';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  /** Red border and `aria-invalid` (a truthy `aria-invalid` does the same). */
  invalid?: boolean;
  /** Content before the text, e.g. an icon or a unit. */
  prefix?: ReactNode;
  /** Content after the text, e.g. a unit. */
  suffix?: ReactNode;
  /** Shows a × button while there is text; it empties the field through `onChange`. */
  clearable?: boolean;
  /** Called after the × button emptied the field. */
  onClear?: () => void;
}

const inputCss = `
.console-input {
  ${controlFrame}
  gap: 6px;
  height: var(--console-control-height);
  padding: 0 var(--console-control-padding-x);
  cursor: text;
}
.console-input__field {
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  &::placeholder {
    color: ${placeholderColor};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
  /* The × and the eye replace the browser's own buttons. */
  &::-ms-reveal,
  &::-webkit-search-cancel-button {
    display: none;
  }
}
.console-input__adornment {
  display: inline-flex;
  flex: none;
  align-items: center;
  color: var(--console-text-secondary);
}
.console-input__button {
  ${adornmentButton}
}`;

/** Sets the value as typing would, so React's onChange fires for controlled and registered inputs alike. */
function emptyInput(input: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A text input in the Element look, with optional prefix/suffix, a clear button and, for
 * `type="password"`, a show/hide toggle. Forwards its ref to the <input> (works with form libraries).
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    invalid,
    prefix,
    suffix,
    clearable = false,
    onClear,
    type = 'text',
    value,
    defaultValue,
    onChange,
    disabled,
    readOnly,
    className,
    style,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const text = useMessagesOf(controlMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [typedFilled, setTypedFilled] = useState(() => String(defaultValue ?? '') !== '');
  const [revealed, setRevealed] = useState(false);

  const isInvalid = isInvalidControl(invalid, ariaInvalid);
  const filled = value !== undefined ? String(value) !== '' : typedFilled;
  const isPassword = type === 'password';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedFilled(event.target.value !== '');
    onChange?.(event);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    emptyInput(input);
    input.focus();
    onClear?.();
  };

  return (
    <>
      <Stylesheet name="input" css={inputCss} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the <input> inside is the keyboard's target. */}
      <span
        className={classNames('console-input', className)}
        style={style}
        data-invalid={isInvalid || undefined}
        data-disabled={disabled || undefined}
        onMouseDown={(event) => {
          // A click on the padding or an adornment focuses the field, as on a native input.
          if (!(event.target as HTMLElement).closest('button, input')) {
            event.preventDefault();
            inputRef.current?.focus();
          }
        }}
      >
        {prefix !== undefined && <span className="console-input__adornment">{prefix}</span>}
        <input
          ref={inputRef}
          className="console-input__field"
          type={isPassword && revealed ? 'text' : type}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={isInvalid || undefined}
          {...rest}
        />
        {clearable && filled && !disabled && !readOnly && (
          <button className="console-input__button" type="button" aria-label={text.clear} onClick={clear}>
            <ClearIcon />
          </button>
        )}
        {isPassword && (
          <button
            className="console-input__button"
            type="button"
            aria-label={text.showPassword}
            aria-pressed={revealed}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
        {suffix !== undefined && <span className="console-input__adornment">{suffix}</span>}
      </span>
    </>
  );
});
