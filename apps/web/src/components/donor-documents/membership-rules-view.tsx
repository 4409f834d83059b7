import { List, Table, Text } from '@mantine/core';
import type { membershipRulesContentSchema } from '@portal/contract/entities/rewards';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ScrollTable } from '../scroll-table/scroll-table';

export type MembershipRulesContent = z.infer<typeof membershipRulesContentSchema>;

/** The membership levels as donors read them: the intro, each level's threshold, bonus and perks, the footnote. */
export function MembershipRulesView({ content }: { content: MembershipRulesContent }) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <Text>{content.intro}</Text>
      <ScrollTable label={content.title}>
        <Table striped withTableBorder miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('membership.level')}</Table.Th>
              <Table.Th scope="col">{t('membership.threshold')}</Table.Th>
              <Table.Th scope="col">{t('membership.bonus')}</Table.Th>
              <Table.Th scope="col">{t('membership.perks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {content.levels.map((level, index) => (
              <Table.Tr key={index}>
                <Table.Th scope="row">{level.name}</Table.Th>
                <Table.Td>{level.threshold}</Table.Td>
                <Table.Td>{t('membership.bonusValue', { percent: level.bonusPercent })}</Table.Td>
                <Table.Td>
                  <List size="sm">
                    {level.perks.map((perk, i) => (
                      <List.Item key={i}>{perk}</List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text size="sm">{content.footnote}</Text>
    </>
  );
}
