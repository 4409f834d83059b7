import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronLeft } from '../icons/icons';
import classes from './back-link.module.css';

/** The one way back to a parent screen: a chevron and the label, in the theme's link colour, above the page title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} className={classes.link} data-back-link="">
      <IconChevronLeft size={16} className={classes.icon} />
      <span>{children}</span>
    </Anchor>
  );
}
