import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The way out of the reset, under each of its steps' forms. */
export function BackToLogin() {
  const { t } = useTranslation('password-reset');
  return (
    <Text size="sm">
      <Anchor component={Link} to={paths.login}>
        {t('backToLogin')}
      </Anchor>
    </Text>
  );
}
