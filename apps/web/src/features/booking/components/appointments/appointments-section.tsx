import { Stack, Text, Title } from '@mantine/core';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { AppointmentCard } from './appointment-card';

interface AppointmentsSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** What the section says when it has no appointment. */
  empty: string;
  appointments: AppointmentView[];
  onCancel?: (appointment: AppointmentView) => void;
}

/** A titled list of the donor's appointments (upcoming or past), or a line saying there are none. */
export function AppointmentsSection({ titleId, title, empty, appointments, onCancel }: AppointmentsSectionProps) {
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {appointments.length === 0 ? <Text>{empty}</Text> : null}
        {appointments.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} onCancel={onCancel} />
        ))}
      </Stack>
    </section>
  );
}
