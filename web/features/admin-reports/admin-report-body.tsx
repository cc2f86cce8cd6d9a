import type { AdministratorReport } from '../../../events/reports/administrator-reports';
import type { AdministratorReportData } from './admin-reports-api';
import { DistrictDashboardReportView } from './district-dashboard-report';
import { SchoolAchievementReportView } from './school-achievement-report';
import { SkillProficiencyReportView, SkillUsageReportView } from './skill-reports';
import { TimeSpentReportView } from './time-spent-report';

/** The body of one administrator report, for its answer. */
export function AdminReportBody({ report, data }: { report: AdministratorReport; data: AdministratorReportData[AdministratorReport] }) {
  switch (report) {
    case 'district-dashboard':
      return <DistrictDashboardReportView data={data as AdministratorReportData['district-dashboard']} />;
    case 'school-achievement':
      return <SchoolAchievementReportView data={data as AdministratorReportData['school-achievement']} />;
    case 'time-spent':
      return <TimeSpentReportView data={data as AdministratorReportData['time-spent']} />;
    case 'skill-usage':
      return <SkillUsageReportView data={data as AdministratorReportData['skill-usage']} />;
    case 'skill-proficiency':
      return <SkillProficiencyReportView data={data as AdministratorReportData['skill-proficiency']} />;
    default: {
      const _exhaustive: never = report;
      return _exhaustive;
    }
  }
}
