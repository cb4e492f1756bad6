/**
 * The words of the kit's own controls (carousel buttons, the subscribe box, share and copy buttons, the modal's close,
 * the section rail), in one locale. The kit's English is its default; the shell provides the document's locale
 * (its catalogue, `shell/src/content/<locale>/kit-words.json`) through the platform, so a remote's page shows them in
 * its language without carrying them. `{name}` slots are filled with `fill`.
 */
export interface KitWords {
  readonly carousel: {
    readonly roleDescription: string;
    readonly slideRoleDescription: string;
    /** `{n}` of `{count}`. */
    readonly slidePosition: string;
    /** A dot's name: `{n}`, the slide it shows. */
    readonly goToSlide: string;
    readonly previous: string;
    readonly next: string;
    readonly pause: string;
    readonly play: string;
  };
  readonly sections: { readonly rail: string; readonly scrollDown: string };
  readonly subscribe: { readonly placeholder: string; readonly submit: string; readonly invalidEmail: string; readonly notSaved: string };
  readonly share: {
    readonly button: string;
    /** `{name}`: the network. */
    readonly target: string;
    /** The text a Twitter or Instagram share carries. */
    readonly text: string;
  };
  readonly copyUrl: { readonly button: string; readonly copied: string };
  readonly download: { readonly failed: string };
  readonly modal: { readonly close: string };
  /** The toasts' region (its name says the key that focuses it, Alt+T) and each toast's close button. */
  readonly toasts: { readonly region: string; readonly close: string };
  /** Why a form's control was refused (the browser's own checks), in place of the browser's words. */
  readonly validation: { readonly required: string; readonly choose: string; readonly check: string; readonly email: string };
  /** What screen readers hear after a link to another site: `newTab`, or `website` after a brand's logo. */
  readonly externalLink: { readonly newTab: string; readonly website: string };
}

/** A label with its `{name}` slots filled in (a slot with no value stays as it is). */
export const fill = (label: string, values: Readonly<Record<string, string | number>>): string =>
  label.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
