import styled, { keyframes } from 'styled-components';
import { media } from '../styles/theme';

// The panel sits right above the chat toggle (1rem from the edge, 52 px tall) so the toggle
// stays visible and can always close it.
const aboveToggle = 'calc(1rem + 52px + 0.75rem)';

export const Panel = styled.section`
  position: fixed;
  right: 1rem;
  bottom: ${aboveToggle};
  z-index: 45;
  display: flex;
  flex-direction: column;
  width: 320px;
  max-width: calc(100vw - 2rem);
  height: 460px;
  max-height: calc(100vh - ${aboveToggle} - 1rem);
  max-height: calc(100dvh - ${aboveToggle} - 1rem);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 18px 48px rgba(15, 35, 70, 0.28);
  ${media.sm} {
    width: 384px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1rem;
  }
`;

export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

export const Log = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Bubble = styled.div<{ $user: boolean }>`
  max-width: 75%;
  padding: 0.55rem 0.8rem;
  border-radius: 14px;
  font-size: 0.95rem;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  background: ${({ theme, $user }) => ($user ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $user }) => ($user ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme, $user }) => ($user ? 'transparent' : theme.colors.border)};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.45; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

export const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: 0.3rem 0;
  span {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.muted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }
`;

export const Composer = styled.form`
  display: flex;
  gap: 0.5rem;
  padding: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  input {
    flex: 1;
    min-width: 0;
    padding: 0.6rem 0.8rem;
    font: inherit;
    color: inherit;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const SendButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
