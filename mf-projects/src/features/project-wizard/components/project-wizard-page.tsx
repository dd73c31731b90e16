// The creation wizard (/projects/new): five steps, each saved. Step 1 creates the project as a draft;
// the URL then carries it (?project_id=ID&step=N) so a reload or the list's draft link resumes it at
// the draft's step (wizard_step). Needs projects.create and the general plan (the sub plan gets the
// upgrade toast and goes back to the list). Finishing lands on the project.
import { useEffect, useRef } from 'react';
import { Box, Button, Paper, Step, StepButton, StepLabel, Stepper } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useConfirmDiscardChanges, useCurrentUser, usePermissions, usePermissionToast } from 'shared-auth';
import { PERMISSIONS, PROJECT_WIZARD_LAST_STEP, PROJECT_WIZARD_STEPS, type Project } from 'shared-contract';
import { LoadErrorState, LoadingState, NotFoundState, PageHeader, statusOfError } from 'shared-ui';
import { ProjectDetailsForm } from '../../../components/project-details-form';
import { createProject, updateProject } from '../../../lib/project-form-api';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { projectKey, useProject } from '../../../lib/use-project';
import { CustomFieldsStep } from './custom-fields-step';
import { DocumentsStep } from './documents-step';
import { TeamStep } from './team-step';
import { WorkflowsStep } from './workflows-step';

const TITLE = 'Create project';
const STEP_NUMBERS = Object.keys(PROJECT_WIZARD_STEPS).map(Number) as (keyof typeof PROJECT_WIZARD_STEPS)[];

/** The last step a project may open: a draft up to its wizard_step, a finished project any. */
const reachedStep = (project: Project | undefined) => (!project ? 1 : project.is_draft ? Math.min(Math.max(project.wizard_step, 1), PROJECT_WIZARD_LAST_STEP) : PROJECT_WIZARD_LAST_STEP);

function WizardStepper({ step, reached, onOpen }: { step: number; reached: number; onOpen: (step: number) => void }) {
  return (
    <Stepper nonLinear activeStep={step - 1} aria-label="Project creation steps" sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
      {STEP_NUMBERS.map((n) => (
        <Step key={n} completed={n < reached && n !== step} disabled={n > reached}>
          {n > reached ? (
            <StepLabel>{PROJECT_WIZARD_STEPS[n]}</StepLabel>
          ) : (
            <StepButton onClick={() => onOpen(n)} aria-current={n === step ? 'step' : undefined}>
              {PROJECT_WIZARD_STEPS[n]}
            </StepButton>
          )}
        </Step>
      ))}
    </Stepper>
  );
}

export function ProjectWizardPage() {
  const { user } = useCurrentUser();
  const { can } = usePermissions();
  const { showUpgradePlan, showPermissionDenied } = usePermissionToast();
  const navigate = useNavigate();
  const isSubPlan = user?.company?.plan === 'sub';
  const isAllowed = Boolean(user) && !isSubPlan && can(PERMISSIONS.PROJECTS_CREATE);
  const isRefused = useRef(false);

  // The server refuses the same (403, reason plan on the sub plan).
  useEffect(() => {
    if (!user || isAllowed || isRefused.current) return;
    isRefused.current = true;
    if (isSubPlan) showUpgradePlan();
    else showPermissionDenied();
    navigate(PROJECT_PATHS.list, { replace: true });
  }, [user, isAllowed, isSubPlan, showUpgradePlan, showPermissionDenied, navigate]);

  if (!isAllowed) return <LoadingState />;
  return <AllowedWizard />;
}

function AllowedWizard() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('project_id');
  const projectId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  if (raw !== null && projectId === null) return <NotFoundState />;
  return projectId === null ? <WizardSteps project={undefined} /> : <ExistingProjectWizard projectId={projectId} />;
}

function ExistingProjectWizard({ projectId }: { projectId: number }) {
  const { data, error, mutate } = useProject(projectId);
  if (error) return statusOfError(error) === 404 ? <NotFoundState /> : <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  if (data.is_external || data.status === 'archived') return <NotFoundState />;
  return <WizardSteps project={data} />;
}

function WizardSteps({ project }: { project: Project | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const leaveStep = useConfirmDiscardChanges();
  const reached = reachedStep(project);
  const asked = Number(searchParams.get('step'));
  const step = Number.isInteger(asked) && asked >= 1 && asked <= reached ? asked : reached;

  const openStep = async (next: number, { isSaved = false }: { isSaved?: boolean } = {}) => {
    if (!isSaved && !(await leaveStep())) return;
    if (!project) return;
    setSearchParams({ project_id: String(project.id), step: String(next) });
  };

  /** A step saved: reload the project (its wizard_step moved) and open the next step. */
  const onStepSaved = async (next: number) => {
    if (!project) return;
    await mutate(projectKey(project.id));
    setSearchParams({ project_id: String(project.id), step: String(next) });
  };

  const onDetailsSaved = async (saved: Project) => {
    await mutate(projectKey(saved.id), saved, { revalidate: false });
    setSearchParams({ project_id: String(saved.id), step: '2' });
  };

  const onFinished = async () => {
    if (!project) return;
    await mutate(projectKey(project.id));
    navigate(PROJECT_PATHS.project(project.id));
  };

  const cancel = async () => {
    if (await leaveStep()) navigate(PROJECT_PATHS.list);
  };

  const back = step > 1 ? () => void openStep(step - 1) : undefined;
  const cancelButton = (
    <Button color="inherit" onClick={() => void cancel()}>
      Cancel
    </Button>
  );
  const backButton = back ? (
    <Button variant="outlined" onClick={back}>
      Back
    </Button>
  ) : null;
  const actions = (
    <>
      {cancelButton}
      {backButton}
    </>
  );

  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={project ? `${TITLE}: ${project.name}` : TITLE} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <WizardStepper step={step} reached={reached} onOpen={(n) => void openStep(n)} />
        {step === 1 ? (
          <ProjectDetailsForm
            project={project}
            canEdit={!project || project.can.update}
            save={(input) => (project ? updateProject(project.id, input) : createProject({ ...input, is_draft: true }))}
            onSaved={(saved) => void onDetailsSaved(saved)}
            submitLabel="Next"
            actions={cancelButton}
            isPassThroughWhenUnchanged
          />
        ) : null}
        {project && step === 2 ? <TeamStep projectId={project.id} actions={actions} onSaved={() => void onStepSaved(3)} /> : null}
        {project && step === 3 ? <CustomFieldsStep projectId={project.id} actions={actions} onSaved={() => void onStepSaved(4)} /> : null}
        {project && step === 4 ? <WorkflowsStep projectId={project.id} actions={actions} onSaved={() => void onStepSaved(5)} /> : null}
        {project && step === 5 ? <DocumentsStep projectId={project.id} actions={actions} onFinished={() => void onFinished()} /> : null}
      </Paper>
    </Box>
  );
}
