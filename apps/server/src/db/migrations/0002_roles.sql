-- Roles and the permissions they grant. Administrator holds every permission, including the
-- platform-wide Administration__* ones; ProjectManager runs projects; Viewer only reads.

INSERT INTO roles (name) VALUES ('Administrator'), ('ProjectManager'), ('Viewer');

INSERT INTO role_permissions (role, permission)
SELECT 'Administrator', permission FROM unnest(ARRAY[
  'Administration__Manage_Organisations',
  'Administration__Manage_Notifications',
  'Administration__Impersonate_Users',
  'Manage_Users',
  'Manage_Projects',
  'Manage_MonitoringLocation',
  'Manage_Instruments',
  'Manage_Contributions',
  'Manage_Alerts',
  'Manage_Reports',
  'Manage_Journal',
  'Manage_DisplaySettings',
  'Manage_Licenses',
  'View_Data'
]) AS permission;

INSERT INTO role_permissions (role, permission)
SELECT 'ProjectManager', permission FROM unnest(ARRAY[
  'Manage_Projects',
  'Manage_MonitoringLocation',
  'Manage_Instruments',
  'Manage_Contributions',
  'Manage_Alerts',
  'Manage_Reports',
  'Manage_Journal',
  'Manage_DisplaySettings',
  'View_Data'
]) AS permission;

INSERT INTO role_permissions (role, permission) VALUES ('Viewer', 'View_Data');
