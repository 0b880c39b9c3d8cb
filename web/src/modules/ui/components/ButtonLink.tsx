import styled from 'styled-components';
import { Link } from 'react-router';
import { buttonStyles, type ButtonVariant } from '../utils/buttonStyles';

export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
