import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { FormEventHandler, ReactNode } from 'react';

/** A card of the profile page: its title and hint, then its form (or what is shown instead). */
export function ProfileCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={subtitle} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The form of a profile card: its fields in a column, then the submit button on a line of its own. */
export function ProfileCardForm({
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {children}
      <Box>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
