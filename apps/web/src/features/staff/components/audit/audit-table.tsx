import { Code, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@portal/contract/entities/staff';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
import { actionLabelKey } from '../../utils/audit/audited-actions';
import { formatMoment } from '../format-moment';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** One page of audit rows, newest first: who, when, from where, what, about which donor or object, before/after. */
export function AuditTable({ items }: { items: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('staff');
  return (
    <ScrollTable labelledBy="audit-title">
      <Table striped miw={1100} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.at')}</Table.Th>
            <Table.Th>{t('audit.staff')}</Table.Th>
            <Table.Th>{t('audit.action')}</Table.Th>
            <Table.Th>{t('audit.donor')}</Table.Th>
            <Table.Th>{t('audit.object')}</Table.Th>
            <Table.Th>{t('audit.change')}</Table.Th>
            <Table.Th>{t('audit.address')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-row">
              <Table.Td>{formatMoment(entry.at, i18n.language)}</Table.Td>
              <Table.Td>
                {entry.apiClientName ?? (entry.staff ? `${entry.staff.displayName} (${entry.staff.email})` : entry.staffId)}
                <Text size="xs" c="dimmed">
                  {entry.role === 'apiClient' ? t('audit.apiClient') : t(`roles.${entry.role}`)}
                </Text>
              </Table.Td>
              <Table.Td>{t(actionLabelKey(entry.action), { defaultValue: entry.action })}</Table.Td>
              <Table.Td>{entry.donorNumber ?? ''}</Table.Td>
              <Table.Td>{entry.objectType ? `${entry.objectType} ${entry.objectId ?? ''}` : ''}</Table.Td>
              <Table.Td>
                {entry.before !== null && entry.before !== undefined ? (
                  <Text size="xs">
                    {t('audit.before')} <Code>{json(entry.before)}</Code>
                  </Text>
                ) : null}
                {entry.after !== null && entry.after !== undefined ? (
                  <Text size="xs">
                    {t('audit.after')} <Code>{json(entry.after)}</Code>
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{entry.clientAddress}</Table.Td>
            </Table.Tr>
          ))}
          {items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed">{t('audit.none')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
