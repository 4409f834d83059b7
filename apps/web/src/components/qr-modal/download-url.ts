import { brand } from '../../config/brand';
import { paths } from '../../config/paths';

/** The download target: the site's /qrcode page, which sends each phone to its store. */
export function downloadUrl(siteUrl: string = brand.siteUrl): string {
  return `${siteUrl}${paths.qrcode}`;
}
