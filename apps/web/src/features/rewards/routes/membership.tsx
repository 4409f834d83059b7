import { List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { useMembershipRules } from '../api/get-membership-rules';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';

/** `/rewards/membership`: the four levels from the server; on failure its message (`cmessage`) or 'membershipError'. */
export function MembershipRoute() {
  const { t } = useTranslation('rewards');
  const { t: tm } = useTranslation('messages');
  const rules = useMembershipRules();
  const title = rules.data?.content.title ?? t('menu.membership');
  return (
    <RewardsPage title={title} back={paths.rewards}>
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <LoadError
          message={isGatewayError(rules.error) && rules.error.status > 0 ? rules.error.message : tm('membershipError')}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <>
          <Text>{rules.data.content.intro}</Text>
          <ScrollTable label={title}>
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
                {rules.data.content.levels.map((level) => (
                  <Table.Tr key={level.tier}>
                    <Table.Th scope="row">{level.name}</Table.Th>
                    <Table.Td>{level.threshold}</Table.Td>
                    <Table.Td>{t('membership.bonusValue', { percent: level.bonusPercent })}</Table.Td>
                    <Table.Td>
                      <List size="sm">
                        {level.perks.map((perk) => (
                          <List.Item key={perk}>{perk}</List.Item>
                        ))}
                      </List>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Text size="sm">{rules.data.content.footnote}</Text>
        </>
      )}
    </RewardsPage>
  );
}
