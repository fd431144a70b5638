import { ImageField, ImageInput } from 'react-admin';
import { useTranslate } from 'ra-core';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/**
 * A company's or branch's logo: PNG, JPEG or WebP up to 2 MB (docs/architecture.md, Logos). A stored logo is a
 * path (shown as its image and kept as it is); a newly chosen file is sent as multipart; removing
 * the image sends null, which removes the logo.
 */
export function LogoInput({ source = 'logo', label }: { source?: string; label: string }) {
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      label={label}
      accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] }}
      maxSize={MAX_LOGO_BYTES}
      // The drop zone's file input is named by the field's label (react-admin's label is no <label> of it).
      inputProps={{ 'aria-label': label }}
      placeholder={<p>{translate('fleet.form.logo_drop')}</p>}
      format={(value: unknown) => (typeof value === 'string' ? { src: value, title: label } : value)}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
