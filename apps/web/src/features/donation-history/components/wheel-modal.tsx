import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../../../components/focus-return/use-focus-return';
import { useSpinWheel } from '../api/spin';
import classes from './wheel-modal.module.css';

const SIZE = 220;
const R = SIZE / 2;

/** The wheel's slices, each labelled with its points (text, so the prize never rests on colour). */
function Wheel({ segments, rotation }: { segments: number[]; rotation: number }) {
  const slice = 360 / Math.max(segments.length, 1);
  const point = (deg: number) => [R + R * Math.sin((deg * Math.PI) / 180), R - R * Math.cos((deg * Math.PI) / 180)];
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className={classes.wheel}
      style={{ transform: `rotate(${rotation}deg)` }}
      aria-hidden="true"
      focusable="false"
    >
      {segments.map((points, i) => {
        const [x1, y1] = point(i * slice);
        const [x2, y2] = point((i + 1) * slice);
        const [tx, ty] = [
          R + R * 0.65 * Math.sin(((i + 0.5) * slice * Math.PI) / 180),
          R - R * 0.65 * Math.cos(((i + 0.5) * slice * Math.PI) / 180),
        ];
        return (
          <g key={i}>
            <path d={`M${R},${R} L${x1},${y1} A${R},${R} 0 0 1 ${x2},${y2} Z`} className={i % 2 ? classes.even : classes.odd} />
            <text x={tx} y={ty} textAnchor="middle" dominantBaseline="middle" className={classes.label}>
              {points}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The wheel the feedback opened: its id and the prizes the server stored with it. */
export interface OpenedWheel {
  id: string;
  segments: number[];
}

/**
 * The after-donation wheel (spec 4): one spin reveals the bonus the server drew and books it. The slices are
 * the server's list from the start, so the wheel shows the same prizes before and after the spin.
 */
export function WheelModal({
  wheel,
  onClose,
  returnFocusTo,
}: {
  wheel: OpenedWheel;
  onClose: () => void;
  /** Where focus goes when the modal closes and its opener is gone. */
  returnFocusTo?: () => HTMLElement | null;
}) {
  useFocusReturn(returnFocusTo);
  const { t } = useTranslation('history');
  const spin = useSpinWheel();
  const [rotation, setRotation] = useState(0);
  const result = spin.data;
  const segments = result?.segments ?? wheel.segments;

  const onSpin = () =>
    spin.mutate(
      { wheelId: wheel.id },
      {
        onSuccess: (reply) => {
          const index = Math.max(reply.segments.indexOf(reply.points), 0);
          const slice = 360 / reply.segments.length;
          // Turn a few times, then stop with the prize's slice under the pointer at the top.
          setRotation(4 * 360 + (360 - (index + 0.5) * slice));
        },
      },
    );

  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('wheel.close') }} onClose={onClose} title={t('wheel.title')} centered>
      <Stack align="center">
        <Text>{t('wheel.intro')}</Text>
        <div className={classes.pointer} aria-hidden="true">
          ▼
        </div>
        <Wheel segments={segments} rotation={rotation} />
        <div aria-live="polite">
          {result ? <Text fw={700}>{t('wheel.won', { points: result.points, balance: result.pointsBalance })}</Text> : null}
        </div>
        {spin.isError ? <Text role="alert">{spin.error.message}</Text> : null}
        {result ? (
          <Button onClick={onClose}>{t('wheel.done')}</Button>
        ) : (
          <Button onClick={onSpin} loading={spin.isPending}>
            {t('wheel.spin')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
