import { Badge, Group, Image, List, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { feeSliderStart, feeTotal } from '@portal/contract/rewards/fee-guide';
import type { FeeLayout } from '@portal/contract/entities/rewards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Spec 2.13's fee guide as donors see it: the stage's amounts on a slider, the total and the tips. */
export function FeeLayoutView({ layout }: { layout: FeeLayout }) {
  const { t } = useTranslation('rewards');
  const numbers = Object.keys(layout.structure).sort((a, b) => Number(a) - Number(b));
  const [donation, setDonation] = useState(() => feeSliderStart(layout));
  const step = layout.structure[String(donation)];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="fee-guide-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} id="fee-guide-title">
              {layout.title}
            </Title>
            <Text fw={600}>{layout.layouttitle}</Text>
            {layout.timeRemaining && <Text size="sm">{layout.timeRemaining}</Text>}
          </div>
          <Image src={layout.img} alt="" w={120} />
        </Group>

        <section aria-labelledby="fee-receive">
          <Title order={3} id="fee-receive">
            {t('feeGuide.receive')}
          </Title>
          <Text>{layout.feesubtitle}</Text>
          <Text id="fee-slider-label" mt="sm" fw={600}>
            {t('feeGuide.donationNumber')}
          </Text>
          <Slider
            min={1}
            max={numbers.length}
            step={1}
            value={donation}
            onChange={setDonation}
            marks={numbers.map((n) => ({ value: Number(n), label: n }))}
            thumbLabel={t('feeGuide.donationNumber')}
            label={(value) => t('feeGuide.donation', { number: value })}
            mb="xl"
            data-testid="fee-slider"
          />
          {step && (
            <Paper withBorder p="md" mt="lg" data-testid="fee-step">
              <Text size="sm">{layout.abovemoney}</Text>
              <Title order={4}>{t('feeGuide.donation', { number: donation })}</Title>
              <Text size="xl" fw={700}>
                ${money.format(step.base + (step.bonus ?? 0))}
              </Text>
              <Text size="sm">{layout.belowmoney}</Text>
              <Text>{t('feeGuide.base', { amount: money.format(step.base) })}</Text>
              {step.bonus !== undefined && <Text>{t('feeGuide.bonus', { amount: money.format(step.bonus) })}</Text>}
              {step.extra && <Text>{step.extra}</Text>}
              <Badge mt="xs" variant="filled" color={step.completed ? 'teal.9' : 'gray.8'}>
                {step.completed ? t('feeGuide.completed') : t('feeGuide.upcoming')}
              </Badge>
            </Paper>
          )}
          <Text fw={700} mt="md" data-testid="fee-total">
            {t('feeGuide.total', { amount: money.format(feeTotal(layout.structure)) })}
          </Text>
          <Text size="sm">{layout.bonusinformation}</Text>
        </section>

        <section aria-labelledby="fee-tips">
          <Title order={3} id="fee-tips">
            {t('feeGuide.tips')}
          </Title>
          <List mt="xs">
            {[...layout.information, ...layout.additionalinformation].map((tip, index) => (
              <List.Item key={index}>{tip}</List.Item>
            ))}
          </List>
        </section>
      </Stack>
    </Paper>
  );
}
