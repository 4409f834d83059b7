/** One template per checkout, so that test runs of two work trees on one PostgreSQL never drop each other's. */
export const TEMPLATE_DATABASE = `portal_test_template_${process
  .cwd()
  .replace(/[^a-z0-9]/gi, '')
  .slice(-24)
  .toLowerCase()}`;

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
