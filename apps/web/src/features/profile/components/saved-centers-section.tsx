import { Badge, Button, Fieldset, Group, List, Stack, Text, Title } from '@mantine/core';
import type { User } from '@portal/contract/entities/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenterPicker, emptyCenterChoice, type CenterChoice } from '../../../components/center-picker/center-picker';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { useDeleteLocation } from '../../centers/api/delete-location';
import { useSavableLocations } from '../../centers/api/get-savable-locations';
import { useSaveLocation } from '../../centers/api/save-location';

/** Donors who may choose their centers (spec 4 "Donor status"): pre-donors and referral-pending donors. */
export function maySaveCenters(user: Pick<User, 'status'>): boolean {
  return user.status === 'predonor' || user.status === 'referral_pending';
}

/** The saved centers, which one is the home center, and a picker to save another. */
export function SavedCentersSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const showError = useErrorMessage();
  const save = useSaveLocation();
  const remove = useDeleteLocation();
  const [choice, setChoice] = useState<CenterChoice>(emptyCenterChoice);
  const centers = useSavableLocations(choice.state);
  const saved = user.savedLocations
    .map((id) => user.locations.find((location) => location.locationID === id))
    .filter((location) => location !== undefined);

  const add = () => {
    if (choice.locationId === null) return;
    save.mutate({ locationId: choice.locationId }, { onSuccess: () => setChoice(emptyCenterChoice), onError: showError });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="profile-centers-title">
      <Title order={2} size="h3" id="profile-centers-title">
        {t('centers.title')}
      </Title>
      {saved.length === 0 ? (
        <Text>{t('centers.none')}</Text>
      ) : (
        <List listStyleType="none" spacing="sm" aria-label={t('centers.listLabel')}>
          {saved.map((center) => (
            <List.Item key={center.locationID}>
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>{center.name}</Text>
                <Text size="sm">
                  {center.address.addressLine1}, {center.address.city}, {center.address.state}
                </Text>
                {center.locationID === user.lastDonationLocationId ? <Badge variant="light">{t('centers.home')}</Badge> : null}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables?.locationId === center.locationID}
                  onClick={() => remove.mutate({ locationId: center.locationID }, { onError: showError })}
                  aria-label={t('centers.removeNamed', { name: center.name })}
                >
                  {t('centers.remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Fieldset legend={t('centers.add')}>
        <Stack gap="sm">
          <CenterPicker value={choice} onChange={setChoice} centers={centers.data} exclude={user.savedLocations} />
          <Group>
            <Button onClick={add} disabled={choice.locationId === null} loading={save.isPending}>
              {t('centers.save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
