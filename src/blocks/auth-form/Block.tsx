import { useContext } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { FormStateContext } from '../../engine/browser/form-state';
import { LazyForm } from '../../forms/LazyForm';
import type { AuthFormDeclaration } from '../../forms/declarations';
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
  /* The fields' grid (the div of field rows): one column in this narrow card. */
  form > div:has(> div) {
    grid-template-columns: 1fr;
  }
  /* One mode shows: the one the address names (#signup), else the starting one. */
  [data-active='false'],
  & > div:has(> :target) > [data-active='true']:not(:target) {
    display: none;
  }
  & > div > [data-active='false']:target {
    display: block;
  }
  /* The one heading names the mode shown. */
  & > div:has(> #login:target) h1 > [data-mode='login'],
  & > div:has(> #signup:target) h1 > [data-mode='signup'] {
    display: inline;
  }
  & > div:has(> #login:target) h1 > :not([data-mode='login']),
  & > div:has(> #signup:target) h1 > :not([data-mode='signup']) {
    display: none;
  }
`;

const Switch = styled.p`
  margin: 1.25rem 0 0;
  a {
    font-weight: 700;
  }
`;

type Mode = AuthFormDeclaration['kind'];

/**
 * Login (default) and Sign Up on one screen; Sign Up adds the name field (decisions.md #7). Both
 * modes are in the page and the switch is a link to the other one's anchor, shown by CSS
 * (`:target`), so it works with and without JavaScript (decisions.md #25). A page answering a
 * sign-up post starts in Sign Up.
 */
export default function AuthForm({ block }: BlockProps<AuthFormBlock>) {
  const posted = useContext(FormStateContext);
  const start: Mode = posted?.form === 'signup' ? 'signup' : 'login';
  const modes: Mode[] = ['login', 'signup'];
  return (
    <Section id={block.id}>
      <Card>
        <div>
          <h1>
            {modes.map((mode) => (
              <span key={mode} data-mode={mode} data-active={mode === start}>
                {forms[mode].title ?? forms[mode].submitLabel}
              </span>
            ))}
          </h1>
          {modes.map((mode) => {
            const text = block[mode];
            const other = mode === 'login' ? 'signup' : 'login';
            return (
              <div key={mode} id={mode} data-active={mode === start}>
                {text.intro && <p>{text.intro}</p>}
                <LazyForm name={mode} />
                <Switch>
                  {text.switchText}{' '}
                  <a href={`#${other}`}>
                    {text.switchLink}
                    {/* Named for a screen reader that lists links out of their sentence. */}
                    <span className="visually-hidden">
                      : {forms[other].title ?? forms[other].submitLabel}
                    </span>
                  </a>
                </Switch>
              </div>
            );
          })}
        </div>
      </Card>
    </Section>
  );
}
