import styled from 'styled-components';
import { buttonStyles } from '../utils/buttonStyles';

export const Button = styled.button`
  ${buttonStyles}
`;
