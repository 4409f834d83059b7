import type { AltchaWidgetElement } from 'altcha';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The ALTCHA web component as JSX knows it (attributes are lower-case, as in HTML). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> & {
        challenge?: string;
        language?: string;
        name?: string;
        hidefooter?: boolean;
      };
    }
  }
}
