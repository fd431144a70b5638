import { Avatar } from '@mui/material';

/**
 * A logo as an image, or the fallback text when there is none or it does not load (docs/screens.md, Companies; Branches:
 * 'LOGO' in the companies table, a placeholder on branch cards). docs/screens.md, Constants: the avatar is 16 units,
 * that is 4rem, on cards; tables use a smaller one. Its alt text says it is a logo ("Logo of Durrës"): the name
 * is written beside it, and a screen reader would read the name twice.
 */
export function LogoAvatar({
  src,
  alt,
  fallback,
  size = 40,
}: {
  src: string | null | undefined;
  alt: string;
  fallback: string;
  size?: number;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={alt}
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size / 4, fontWeight: 600, bgcolor: 'action.selected', color: 'text.secondary' }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {fallback}
    </Avatar>
  );
}
