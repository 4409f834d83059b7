/// <reference types="vite/client" />

interface ViteTypeOptions {
  strictImportMetaEnv: unknown;
}

/** Build-time settings; see `config/brand.ts` for what each one does. */
interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_MARKETING_BASE_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_SOCIAL_LINKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
