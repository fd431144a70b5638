import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { ScreenTitle } from '../layout/ScreenTitle';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** docs/screens.md, Routes and access: any path that is not a screen says "Path not found". */
export function NotFound() {
  const translate = useTranslate();
  useDocumentTitle(translate('fleet.not_found.title'));
  return (
    <Box component="main">
      <PathNotFound heading="h1" />
    </Box>
  );
}

/** The same under /dashboard, inside the signed-in frame, whose app bar holds the page's h1. */
export function ScreenNotFound() {
  const translate = useTranslate();
  return (
    <>
      <ScreenTitle title={translate('fleet.not_found.title')} />
      <PathNotFound heading="h2" />
    </>
  );
}

function PathNotFound({ heading }: { heading: 'h1' | 'h2' }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 800 }} variant="h2" component="p" color="text.secondary">
        404
      </Typography>
      <Typography sx={{ fontWeight: 700 }} variant="h5" component={heading}>
        {translate('fleet.not_found.title')}
      </Typography>
      <Typography color="text.secondary">{translate('fleet.not_found.description')}</Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 1 }}>
        {translate('fleet.not_found.home')}
      </Button>
    </Box>
  );
}
