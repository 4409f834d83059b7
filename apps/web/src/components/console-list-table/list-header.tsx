import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A console list's heading (`titleId` names its table) with the link that starts a new item. */
export function ListHeader({ titleId, title, newLabel, newPath }: { titleId: string; title: string; newLabel: string; newPath: string }) {
  return (
    <Group justify="space-between">
      <Title order={1} id={titleId}>
        {title}
      </Title>
      <Button component={Link} to={newPath}>
        {newLabel}
      </Button>
    </Group>
  );
}
