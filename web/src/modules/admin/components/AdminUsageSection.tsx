import styled from 'styled-components';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts';
import { ADMIN_TEXTS, type AdminUsage } from '@arcline/shared';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { AdminSection } from './AdminSection';
import { AdminUserActionsTable } from './AdminUserActionsTable';
import { theme } from '../../../theme/theme';

const CHART_HEIGHT = 240;

/** Usage of the company: actions per day by type, active users, monthly totals, and the recent user actions. */
export function AdminUsageSection() {
  const usage = useAdminQuery(adminQueryKeys.usage(), adminApi.getUsage);
  return (
    <AdminSection title={ADMIN_TEXTS.tabs.usage} status={usage.status}>
      {usage.data && <UsageCharts usage={usage.data} />}
      <AdminUserActionsTable />
    </AdminSection>
  );
}

function UsageCharts({ usage }: { usage: AdminUsage }) {
  const series = theme.chartSeries;
  const perDay = usage.days.map((day) => ({ day: day.day.slice(5), activeUsers: day.activeUsers, ...day.counts }));
  const usedTypes = usage.actionTypes.filter((type) => usage.days.some((day) => (day.counts[type] ?? 0) > 0));
  return (
    <StyledCharts>
      <StyledChart data-testid="chart-actions-per-day">
        <h3>{ADMIN_TEXTS.actionsPerDay}</h3>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={perDay}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
            <XAxis dataKey="day" fontSize={11} />
            <YAxis allowDecimals={false} fontSize={11} />
            <ChartTooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {usedTypes.map((type, index) => (
              <Bar key={type} dataKey={type} stackId="actions" fill={series[index % series.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </StyledChart>
      <StyledChart data-testid="chart-active-users">
        <h3>{ADMIN_TEXTS.activeUsersPerDay}</h3>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart data={perDay}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
            <XAxis dataKey="day" fontSize={11} />
            <YAxis allowDecimals={false} fontSize={11} />
            <ChartTooltip />
            <Line type="monotone" dataKey="activeUsers" name={ADMIN_TEXTS.activeUsersPerDay} stroke={series[0]} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </StyledChart>
      <StyledWideChart data-testid="chart-per-month">
        <h3>{ADMIN_TEXTS.perMonth}</h3>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={usage.months}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
            <XAxis dataKey="month" fontSize={11} />
            <YAxis yAxisId="count" allowDecimals={false} fontSize={11} />
            <YAxis yAxisId="characters" orientation="right" fontSize={11} />
            <ChartTooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar yAxisId="count" dataKey="prompts" name={ADMIN_TEXTS.prompts} fill={series[0]} isAnimationActive={false} />
            <Bar yAxisId="count" dataKey="matrixCells" name={ADMIN_TEXTS.matrixCells} fill={series[1]} isAnimationActive={false} />
            <Bar yAxisId="characters" dataKey="textCharacters" name={ADMIN_TEXTS.textCharacters} fill={series[2]} isAnimationActive={false} />
            <Bar yAxisId="characters" dataKey="fileCharacters" name={ADMIN_TEXTS.fileCharacters} fill={series[3]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </StyledWideChart>
    </StyledCharts>
  );
}

const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};

  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.fontSizes.body};
  }
`;

const StyledChart = styled.figure`
  margin: 0;
  min-width: 0;
`;

const StyledWideChart = styled(StyledChart)`
  grid-column: 1 / -1;
`;
