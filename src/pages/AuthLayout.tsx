import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslate } from 'ra-core';
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface AuthLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** docs/screens.md, Layout: auth screens are split: a black panel on the left, the form's card on the right. */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const translate = useTranslate();
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, bgcolor: 'background.default' }}>
      {/* Beside the form, not part of it: a landmark of its own for screen readers */}
      <Box
        component="aside"
        data-testid="auth-panel"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          bgcolor: '#09090b',
          color: '#fafafa',
          p: 5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LocalShippingIcon />
          <Typography sx={{ fontWeight: 700 }} variant="h6" component="p">
            {translate('fleet.app.name')}
          </Typography>
        </Box>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 500, lineHeight: 1.5, mb: 1.5 }}>
            {translate('fleet.app.panel_quote')}
          </Typography>
          <Typography variant="body2" sx={{ color: '#a1a1aa' }}>
            {translate('fleet.app.tagline')}
          </Typography>
        </Box>
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent sx={{ p: 3 }}>
            <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
