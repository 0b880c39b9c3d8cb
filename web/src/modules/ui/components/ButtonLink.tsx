import styled from 'styled-components';
import { Link } from 'react-router';
import { buttonStyles } from '../utils/buttonStyles';

export const ButtonLink = styled(Link)`
  ${buttonStyles}
`;
