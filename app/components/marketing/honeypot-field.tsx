import { HONEYPOT_FIELD } from "~/utils/form-fields";

/** A field people never see or fill; naive bots fill every input, which marks their submission as spam. */

export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Leave this field empty</label>
      <input id={`${HONEYPOT_FIELD}-field`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
