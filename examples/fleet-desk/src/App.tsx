import { useCallback, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { api, type Me } from './api';
import { Desk } from './Desk';
import { RouterNavigation } from './RouterNavigation';
import { SignIn } from './SignIn';
import { clearToken, readToken, saveToken } from './session';

/** Sign-in, then the desk: the signed-in user's details are read once per sign-in (or page load). */
export function App() {
  const navigate = useNavigate();
  const [me, setMe] = useState<Me | null>(null);
  const [token, setToken] = useState(readToken);

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.me().then(
      (user) => current && setMe(user),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [token]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const next = await api.login(username, password);
      saveToken(next);
      setToken(next);
      void navigate('/dashboard', { replace: true });
    },
    [navigate],
  );

  const signOut = useCallback(async () => {
    await api.logout().catch(() => {});
    clearToken();
    setToken(null);
    setMe(null);
    void navigate('/login', { replace: true });
  }, [navigate]);

  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      <Route
        path="/login"
        element={token ? <Navigate to="/dashboard" replace /> : <SignIn onSignIn={signIn} />}
      />
      <Route
        path="*"
        element={
          !token ? (
            <Navigate to="/login" replace />
          ) : me ? (
            <RouterNavigation>
              <Desk me={me} onSignOut={signOut} />
            </RouterNavigation>
          ) : null
        }
      />
    </Routes>
  );
}
