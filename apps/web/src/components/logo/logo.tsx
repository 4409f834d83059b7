import { brand } from '../../config/brand';
import classes from './logo.module.css';

/** The portal's mark (a drop) and the provider's configured name. */
export function Logo({ withName = true, inverted = false }: { withName?: boolean; inverted?: boolean }) {
  return (
    <span className={classes.logo} data-inverted={inverted || undefined}>
      <svg className={classes.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M16 5c-4.2 6-7.5 10.1-7.5 14a7.5 7.5 0 0 0 15 0C23.5 15.1 20.2 11 16 5Z" fill="#fff" />
        <path d="M12.2 19.5a3.8 3.8 0 0 0 3.8 3.8" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
      {withName ? <span className={`${classes.name} portal-logo-name`}>{brand.name}</span> : null}
    </span>
  );
}
