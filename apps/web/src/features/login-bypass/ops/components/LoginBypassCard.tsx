import type { CreateLoginBypassBody, LoginBypassLink, ZCreateLoginBypassBody } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { errorMessage } from '../../../../lib/alerts.ts';
import { lazyContractResolver } from '../../../../lib/forms/lazy-contract-resolver.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useCreateLoginBypassMutation } from '../../api/create-login-bypass.ts';
import { LoginLinkResult } from './LoginLinkResult.tsx';

/** Operators: a one-time, short-lived sign-in link for an advertiser user (to help them, as them). */
export function LoginBypassCard() {
  const { t } = useTranslation();
  const mutation = useCreateLoginBypassMutation();
  const [link, setLink] = useState<LoginBypassLink | null>(null);
  const { control, handleSubmit, setError } = useForm<
    CreateLoginBypassBody,
    unknown,
    z.output<typeof ZCreateLoginBypassBody>
  >({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/login-bypass.ts').then((module) => module.ZCreateLoginBypassBody),
    ),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setLink(null);
    try {
      setLink(await mutation.mutateAsync(values));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        setError('email', { type: 'server', message: 'loginBypass.noSuchUser' });
        return;
      }
      setError('email', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <Card component="section">
      <CardHeader
        title={t('loginBypass.createTitle')}
        subheader={t('loginBypass.createSubtitle')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: '1 1 260px' }}>
            <FormTextField control={control} name="email" type="email" label={t('loginBypass.userEmail')} />
          </Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ mt: 0.5 }}>
            {t('loginBypass.create')}
          </Button>
        </Box>
        {link ? <LoginLinkResult link={link} /> : null}
      </CardContent>
    </Card>
  );
}
