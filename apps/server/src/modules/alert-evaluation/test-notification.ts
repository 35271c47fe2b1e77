/**
 * The texts of a test notification (POST /v2/sitecontributions/alerts/{id}/send): what the alert
 * watches, said plainly, so the recipients know the alert exists and reaches them. Pure, no I/O.
 * English, as the firing texts (domain/alerts/message.ts).
 */
import { setPointEdge } from '../../domain/alerts';

/** What a test notification names. */
export interface TestNotificationAlert {
  readonly name: string;
  readonly projectName: string;
  readonly contributionName: string;
  readonly sensorCode: string;
  readonly unit: string;
  readonly setPoint: number;
  readonly resetPoint: number;
  readonly periodMinutes: number;
  /** The alert page (alertPageUrl). */
  readonly alertUrl: string;
}

/** The longest SMS (one GSM-7 message). */
const SMS_MAX = 160;

function averaging(minutes: number): string {
  if (minutes === 1) return 'instantaneous value';
  if (minutes % 60 === 0) return `${minutes / 60}-hour average`;
  return `${minutes}-minute average`;
}

/** GSM-7 letters for units (µ → u, ³ → 3), as the firing SMS writes them. */
function gsm(unit: string): string {
  return unit.replace(/[µμ]/g, 'u').replace(/³/g, '3').replace(/²/g, '2');
}

/** The e-mail and SMS of a test notification, with the sender's optional note. */
export function testNotification(
  alert: TestNotificationAlert,
  note?: string,
): { subject: string; body: string; sms: string } {
  const rising = setPointEdge(alert) === 'Rising';
  const crosses = rising ? 'rises above' : 'falls below';
  const lines = [
    `This is a test of the alert "${alert.name}" of project ${alert.projectName}; no limit was crossed.`,
    '',
    `The alert fires when the ${averaging(alert.periodMinutes)} of ${alert.sensorCode} on contribution ${alert.contributionName} ${crosses} ${alert.setPoint} ${alert.unit}, and re-arms when it returns to ${alert.resetPoint} ${alert.unit}.`,
  ];
  if (note) lines.push('', `Note: ${note}`);
  lines.push('', `View the alert: ${alert.alertUrl}`);
  let sms = `Test of alert "${alert.name}": ${alert.sensorCode} ${rising ? '>' : '<'} ${alert.setPoint} ${gsm(alert.unit)} on ${alert.contributionName}.`;
  if (note) sms = `${sms} ${note}`;
  if (sms.length > SMS_MAX) sms = `${sms.slice(0, SMS_MAX - 3)}...`;
  return { subject: `Test: ${alert.name}`, body: `${lines.join('\n')}\n`, sms };
}
