import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The id of the signed-in screen's content, where the skip link and a new screen put the focus. */
export const SCREEN_CONTENT_ID = 'screen-content';

/**
 * The first stop of the Tab key on every signed-in screen: "Skip to content", hidden until it has the
 * focus, so that a keyboard user need not pass the sidebar's links on every screen (WCAG 2.4.1).
 */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href={`#${SCREEN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus, not a #fragment in the address: the router owns the address.
        event.preventDefault();
        document.getElementById(SCREEN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 2,
        borderColor: 'primary.main',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('fleet.layout.skip_to_content')}
    </Box>
  );
}
