import CasePaths
