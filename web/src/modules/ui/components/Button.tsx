import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../utils/buttonStyles';

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
