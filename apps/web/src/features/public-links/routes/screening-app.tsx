import { useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { marketingUrl } from '../../../config/marketing';

/** `/online-screening-app`: the configured screening web app (the marketing site's `online-screening-webapp`). */
export function ScreeningAppRoute() {
  useEffect(() => {
    window.location.replace(marketingUrl('online-screening-webapp'));
  }, []);
  return <PageLoader />;
}
