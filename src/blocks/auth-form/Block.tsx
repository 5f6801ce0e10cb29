import { useState } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { LazyForm } from '../../forms/LazyForm';
import type { AuthFormDeclaration } from '../../schema/forms';
import { Container, Section } from '../../ui/layout';
import type { AuthFormBlock } from './schema';
import forms from 'virtual:forms';

const Card = styled(Container)`
  max-width: 30rem;
  & > div {
    padding: 2rem 1.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 12px 32px rgba(11, 31, 58, 0.08);
  }
  form > div:first-child {
    grid-template-columns: 1fr;
  }
`;

const Switch = styled.p`
  margin: 1.25rem 0 0;
  button {
    padding: 0.25rem;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Login (default) and Sign Up on one screen; Sign Up adds the name field (decisions.md #7). */
export default function AuthForm({ block }: BlockProps<AuthFormBlock>) {
  const [mode, setMode] = useState<AuthFormDeclaration['kind']>('login');
  const form = forms[mode];
  const text = block[mode];
  return (
    <Section id={block.id}>
      <Card>
        <div>
          <h1>{form.title ?? form.submitLabel}</h1>
          {text.intro && <p>{text.intro}</p>}
          <LazyForm key={mode} name={mode} />
          <Switch>
            {text.switchText}{' '}
            <button type="button" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
              {text.switchLink}
            </button>
          </Switch>
        </div>
      </Card>
    </Section>
  );
}
