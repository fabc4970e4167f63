import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from '../public/PublicFrame';
import { RegisterForm } from './RegisterForm';
import { useAuthApi } from './useAuthApi';

/** /register: a company's self-service registration. */
export function RegisterPage() {
  usePageTitle('Register');
  const api = useAuthApi();
  return (
    <PublicFrame narrow>
      <RegisterForm onSendCode={api.sendEmailCode} onRegister={api.register} />
    </PublicFrame>
  );
}
