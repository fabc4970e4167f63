import { readLayoutSettings } from '@console/core';
import { Button, Card, FormField, Input, ThemeStyle } from '@console/ui';
import { type FormEvent, useState } from 'react';

/** Two demo users: `lead` holds every permission, `mechanic` may only look (password `fleet` for both). */
export function SignIn({ onSignIn }: { onSignIn: (username: string, password: string) => Promise<void> }) {
  const [username, setUsername] = useState('lead');
  const [password, setPassword] = useState('fleet');
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // A refused sign-in is shown by the http client; the form stays for another try.
    onSignIn(username, password).catch(() => setBusy(false));
  };

  return (
    <main style={{ maxWidth: 360, margin: '15vh auto' }}>
      {/* Outside the layout, the theme variables come from here: the colour the user chose in the layout. */}
      <ThemeStyle themeColor={readLayoutSettings().theme} />
      <Card title="Fleet Desk" titleAs="h2">
        <form onSubmit={submit}>
          <FormField label="User name">
            {(control) => (
              <Input {...control} value={username} onChange={(e) => setUsername(e.target.value)} />
            )}
          </FormField>
          <FormField label="Password">
            {(control) => (
              <Input
                {...control}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" variant="primary" loading={busy} block>
            Sign in
          </Button>
        </form>
      </Card>
    </main>
  );
}
