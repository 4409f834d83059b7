import { Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './scroll-table.module.css';

interface ScrollTableProps {
  /** The table's name for the focusable scroll area (its heading's id, or a label). */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/**
 * A table wider than a phone scrolls sideways inside its own area, never the page. While more
 * columns are hidden, a shadow on that edge and a line of text say so; the area takes focus, so
 * a keyboard can scroll it too.
 */
export function ScrollTable({ labelledBy, label, children }: ScrollTableProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // The observer reports the sizes once they are laid out, the first time too: measuring here as well forced a layout
    // of the whole page in the middle of the script (30–50 ms at 4× slowdown on the home's points history).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div className={classes.frame} data-more-left={more.left} data-more-right={more.right}>
      {more.left || more.right ? (
        <Text size="sm" c="dimmed" className={classes.cue} data-testid="scroll-cue">
          {t('scrollCue')}
        </Text>
      ) : null}
      <div
        ref={scroller}
        className={classes.scroller}
        onScroll={measure}
        tabIndex={0}
        role="group"
        aria-labelledby={labelledBy}
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}
