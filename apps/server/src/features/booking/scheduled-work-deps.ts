import type { Services } from '../../service-context';

/** What scheduled work needs: the process's services, and the address for links (no request to take it from). */
export type ScheduledWorkDeps = Pick<Services, 'db' | 'clock' | 'messenger'> & { publicUrl: string };
