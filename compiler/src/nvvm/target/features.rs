//! What only some `sm_` architectures have, beyond single builtins: one
//! row per feature with its minimum architecture, as `builtins::TABLE`
//! gives each builtin's (`Builtin::min_sm`) and clang's
//! `BuiltinsNVPTX.td` gives its features.
//!
//! Input: a feature. Output: the lowest architecture number that has it.
//! Invariant: plain data; the diagnostics that cite these numbers live in
//! `sema::cuda`, the target-name parser in `backend`.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// `__grid_constant__` kernel parameters (the parameter is read in
    /// place, its address is the `.param` space's).
    GridConstant,
    /// Thread block clusters: `__cluster_dims__`, and the third argument
    /// of `__launch_bounds__` (blocks per cluster).
    Clusters,
    /// Architecture-specific targets, `sm_90a` and up.
    ArchSpecificTargets,
    /// Family-specific targets, `sm_100f` and up.
    FamilySpecificTargets,
}

/// One row: the feature and the first architecture that has it.
pub struct Row {
    pub feature: Feature,
    pub min_sm: u32,
}

pub const FEATURES: &[Row] = &[
    Row {
        feature: Feature::GridConstant,
        min_sm: 70,
    },
    Row {
        feature: Feature::Clusters,
        min_sm: 90,
    },
    Row {
        feature: Feature::ArchSpecificTargets,
        min_sm: 90,
    },
    Row {
        feature: Feature::FamilySpecificTargets,
        min_sm: 100,
    },
];

/// The lowest architecture with `f`.
pub fn min_sm(f: Feature) -> u32 {
    FEATURES
        .iter()
        .find(|r| r.feature == f)
        .map_or(0, |r| r.min_sm)
}

/// Whether architecture `arch` (`90` for `sm_90`) has `f`.
pub fn has(f: Feature, arch: u32) -> bool {
    arch >= min_sm(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_feature_has_one_row() {
        for f in [
            Feature::GridConstant,
            Feature::Clusters,
            Feature::ArchSpecificTargets,
            Feature::FamilySpecificTargets,
        ] {
            assert_eq!(
                FEATURES.iter().filter(|r| r.feature == f).count(),
                1,
                "{f:?}"
            );
        }
        assert!(has(Feature::Clusters, 90) && !has(Feature::Clusters, 89));
        assert!(has(Feature::GridConstant, 70) && !has(Feature::GridConstant, 61));
    }
}
