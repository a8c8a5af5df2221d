import type { Employee } from './employees-api';
import { defineParts } from '../../src/engine/descriptor';
import { employeesTexts } from './texts';

/** The list and the wizard are custom screens (resources/employees); the parts bring their texts. */
export default defineParts<Employee>({ i18n: employeesTexts });
