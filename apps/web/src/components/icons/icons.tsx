import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Decorative line icons of our own (24-unit grid); the control around them carries the name. */
function Icon({ size = 20, path, ...props }: IconProps & { path: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

export const IconHome = (props: IconProps) => <Icon {...props} path="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />;
export const IconChevronLeft = (props: IconProps) => <Icon {...props} path="m15 6-6 6 6 6" />;
export const IconChevronRight = (props: IconProps) => <Icon {...props} path="m9 6 6 6-6 6" />;
export const IconChevronDown = (props: IconProps) => <Icon {...props} path="m6 9 6 6 6-6" />;
export const IconLogout = (props: IconProps) => <Icon {...props} path="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 17l-5-5 5-5M5 12h11" />;
export const IconMapPin = (props: IconProps) => (
  <Icon {...props} path="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
);
export const IconQrCode = (props: IconProps) => (
  <Icon {...props} path="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 18v2M18 18h2v2h-2z" />
);
export const IconPhone = (props: IconProps) => (
  <Icon {...props} path="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 17h2" />
);
export const IconAlert = (props: IconProps) => <Icon {...props} path="M12 3 2 20h20L12 3Zm0 6v5m0 3v.01" />;
export const IconCheck = (props: IconProps) => <Icon {...props} path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6" />;
export const IconX = (props: IconProps) => <Icon {...props} path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-3-12 6 6m0-6-6 6" />;
export const IconUser = (props: IconProps) => <Icon {...props} path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />;
export const IconMenu = (props: IconProps) => <Icon {...props} path="M4 6h16M4 12h16M4 18h16" />;
export const IconCalendar = (props: IconProps) => <Icon {...props} path="M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4" />;
export const IconHistory = (props: IconProps) => <Icon {...props} path="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3" />;
export const IconChat = (props: IconProps) => <Icon {...props} path="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />;
export const IconBell = (props: IconProps) => (
  <Icon {...props} path="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
);
export const IconGift = (props: IconProps) => (
  <Icon
    {...props}
    path="M3 8h18v4H3zM12 8v13M19 12v9H5v-9M12 8H7.5a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8Zm0 0h4.5a2.5 2.5 0 0 0 0-5C13 3 12 8 12 8Z"
  />
);
export const IconClipboard = (props: IconProps) => (
  <Icon {...props} path="M9 4h6v3H9zM9 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-3M8 12l3 3 5-5" />
);
export const IconDroplet = (props: IconProps) => <Icon {...props} path="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />;
export const IconLightbulb = (props: IconProps) => (
  <Icon {...props} path="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z" />
);
export const IconStar = (props: IconProps) => (
  <Icon {...props} path="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
);
